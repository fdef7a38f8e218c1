import { useSession } from '../../api/session';
import { HomeGuest } from './home-guest';
import { HomeUser } from './home-user';

export default function HomePage() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <HomeUser /> : <HomeGuest />;
}
