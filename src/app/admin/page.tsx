import { AdminApp } from '@/dashboard/admin-app'

export default function AdminPage() {
  return <AdminApp />
}
