import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { RouteHandle } from './route-handle';

/** A route whose page is loaded on first visit (each page is its own chunk). */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

export function title(text: string | MessageDescriptor): RouteHandle {
  return { title: text };
}
