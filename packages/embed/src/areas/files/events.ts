/**
 * wallet-kit.events.js: the pushed updates (`GET {basePath}/events`: the stream reader, its parser, the
 * cross-tab relay), which wallet-kit.js fetches from beside itself when a live widget first listens
 * (src/leave-out/live-events.ts). Not an area a page loads: no element comes with it.
 */
import { createEventHub } from '../../../../client/src/events/hub.js';
import { provideEvents } from '../../leave-out/live-events.js';

// The widgets hold the client's stand-in: its methods become the hub's (one per client, so one connection per page's backend).
provideEvents((options, hub) => void Object.assign(hub, createEventHub(options)));
