import { Route, Routes } from 'react-router-dom';
import { UserDetail } from './user-detail';
import { UserList } from './user-list';

/** /admin/users: people searched by e-mail; /admin/users/:id: one person's account. */
export default function UsersSection() {
  return (
    <Routes>
      <Route index element={<UserList />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}
