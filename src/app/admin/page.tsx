import { AdminApp } from '@/components/admin/AdminApp'

export default function AdminPage() {
  return <AdminApp />
}
