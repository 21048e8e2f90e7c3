import { redirect } from 'next/navigation';

// The profile is the default child of the admin shell (spec §2).
export default function AdminMainIndex() {
  redirect('/admin/main/profile');
}
