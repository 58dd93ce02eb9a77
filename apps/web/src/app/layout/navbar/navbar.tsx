import { useSession } from '../../../lib/session/session-store';
import { LanguageSwitcher } from '../language-switcher';
import { AuthButtons } from './auth-buttons';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { ProfileMenu } from './profile-menu';

/**
 * The sticky site header. From md the menus sit in a second row under the logo, and move into
 * the same row from lg, where there is room for all of them; below md they live in a panel.
 */
export function Navbar() {
  const session = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 py-2 sm:px-6 lg:gap-x-3">
        <Logo />
        <DesktopNav className="order-last hidden w-full border-t border-line md:block lg:order-none lg:w-auto lg:border-0" />
        <div className="ml-auto hidden shrink-0 items-center gap-1 md:flex">
          <LanguageSwitcher showIcon={false} />
          {session.status === 'visitor' && <AuthButtons />}
          {session.signedIn && <ProfileMenu />}
        </div>
        <MobileNav className="ml-auto md:hidden" />
      </div>
    </header>
  );
}
