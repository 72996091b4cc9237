import { serviceHandler } from '../../../../lib/wallet-kit';

// Every call of the browser's client to /api/service/*, forwarded to the service by the kit's handler.
const handle = (request: Request) => serviceHandler()(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
