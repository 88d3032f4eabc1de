import type { MessageDescriptor } from '@lingui/core';

/**
 * What a route declares in its `handle`: the page title shown as "{title} - {appName}". A member page's
 * title is a message (translated when shown); the admin console's are English text.
 */
export interface RouteHandle {
  title: string | MessageDescriptor;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null || !('title' in value)) return false;
  const { title } = value;
  return typeof title === 'string' || (typeof title === 'object' && title !== null && 'id' in title);
}
