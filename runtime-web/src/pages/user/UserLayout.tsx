// Layout of the account pages under /index/ (register, alteration, lic, …): card, language, footer.
import { Outlet } from 'react-router';
import { AccountFrame } from '../../components/AccountFrame.tsx';
import { AntdScope } from '../../components/AntdScope.tsx';
import { Footer } from '../../components/Footer.tsx';

export default function UserLayout() {
  return (
    <AntdScope>
      <div className="yc-account-page">
        <AccountFrame>
          <Outlet />
        </AccountFrame>
        <Footer />
      </div>
    </AntdScope>
  );
}
