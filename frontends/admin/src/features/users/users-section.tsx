import { ListAndDetailRoutes } from '../../components/list-and-detail-routes';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

/** /admin/users: people searched by e-mail; /admin/users/:id: one person's account. */
export default function UsersSection() {
  return <ListAndDetailRoutes list={<UserList />} detail={<UserDetail />} />;
}
