import { redirect } from 'next/navigation';

// /admin opens the login (spec §2).
export default function AdminIndex() {
  redirect('/admin/login');
}
