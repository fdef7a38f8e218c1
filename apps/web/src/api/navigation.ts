type TNavigate = (to: string) => void;

/** The router registers itself here so code outside React (the HTTP client) can navigate. */
let navigator: TNavigate = (to) => window.location.assign(to);

export function setNavigator(navigate: TNavigate): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  navigator(to);
}

/** What a login-only route hands to /login, so that signing in returns there. */
export type TLoginRedirectState = { from?: string };
