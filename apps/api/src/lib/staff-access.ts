import {
  API_ENDPOINTS,
  STAFF_PERMISSIONS,
  staffMayCall,
  type OwnerEndpointName,
  type EndpointDefinition,
  type UserRole,
} from '@shop/contract'

// The owner calls' permission check (packages/contract/src/staff-permissions.ts), by the row that registered a
// route (lib/endpoint-route.ts puts it in the route's config).

const ADMIN_NAMES = new Map<EndpointDefinition, OwnerEndpointName>(
  Object.entries(API_ENDPOINTS as Record<string, EndpointDefinition>)
    .filter(([, row]) => row.auth === 'admin')
    .map(([name, row]) => [row, name as OwnerEndpointName]),
)

/**
 * Whether `role` may call the route registered from `endpoint`. A route off the table (registered by hand, as a
 * test does) has no row to read: only the owner may call it, so a forgotten row never opens a door.
 */
export function roleMayCallRoute(role: UserRole, endpoint: EndpointDefinition | undefined): boolean {
  const name = endpoint ? ADMIN_NAMES.get(endpoint) : undefined
  return name ? staffMayCall(role, name) : role === 'owner'
}

/**
 * An owner call's OpenAPI summary naming who may make it, from the permission table rather than by hand
 * ("… (staff: owner, manager, accountant)"); a summary still ending in the old "(Admin)" loses it.
 */
export function summaryWithStaffRoles(endpoint: EndpointDefinition, summary: string): string {
  const name = ADMIN_NAMES.get(endpoint)
  if (!name) return summary
  const roles = ['owner', ...STAFF_PERMISSIONS[name]].join(', ')
  return `${summary.replace(/\s*\(Admin\)$/, '')} (staff: ${roles})`
}
