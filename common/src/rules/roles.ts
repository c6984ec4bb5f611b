export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin';
}
