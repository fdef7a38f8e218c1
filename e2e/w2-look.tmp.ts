import { chromium } from '@playwright/test';

const BASE = 'http://localhost:3220';
const [login, path, name, widthArg, langArg] = process.argv.slice(2);
const langs = (langArg ?? 'ru,kk,en').split(',');
const widths = (widthArg ?? '1440,375').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox'] });
const res = await fetch(`${BASE}/api/api-token-auth/`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ login, password: 'Demo1234!' }),
});
const s = await res.json();
for (const lang of langs)
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript(
      ([s, lang]) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user_id', s.user_id);
        localStorage.setItem('user_role', JSON.stringify(s.roles));
        localStorage.setItem('organization_name', s.organization_name);
        localStorage.setItem('organization_id', s.organization_id);
        localStorage.setItem('fio', s.fio);
        sessionStorage.setItem('lang', lang);
      },
      [s, lang],
    );
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
    page.on('requestfailed', (r) => console.log('failed', r.url()));
    page.on('response', (r) => { if (r.url().includes('/api/') && r.status() >= 400) console.log(r.status(), r.url()); });
    await page.goto(`${BASE}${path}`);
    if (process.env.WAIT) await page.getByTestId(process.env.WAIT).first().waitFor({ timeout: 90_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const target = process.env.TARGET;
    if (process.env.SCRIPT) await new Function('page', `return (async () => { ${process.env.SCRIPT} })()`)(page);
    if (target) await page.getByTestId(target).screenshot({ path: `/tmp/w2-shots/${name}-${lang}-${width}.png` });
    else await page.screenshot({ path: `/tmp/w2-shots/${name}-${lang}-${width}.png`, fullPage: !process.env.VIEWPORT });
    await page.close();
  }
await browser.close();
