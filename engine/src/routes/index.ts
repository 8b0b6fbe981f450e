// Menu → routes (spec §2): component kinds, the route tree, menu entries and the navigation guard.
export * from './menu.ts';
export * from './components.ts';
export * from './build.ts';
export * from './menu-view.ts';
export * from './guard.ts';
