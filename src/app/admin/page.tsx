import { AdminApp } from '@/dashboard/AdminApp'

export default function AdminPage() {
  return <AdminApp />
}
