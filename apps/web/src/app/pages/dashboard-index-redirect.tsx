import { Navigate } from 'react-router';

/** /dashboard opens on the account's profile section. */
export default function DashboardIndexRedirect() {
  return <Navigate replace to="/dashboard/account/profile" />;
}
