// The assistant module as the server uses it: Pam's services (built once by the composition root, src/services.ts),
// its HTTP routes and its WebSocket, which share the one assistant service.
export { assistantRoutes, pamSimpleRoutes } from './assistant.routes.ts';
export { createPamServices, type PamServices } from './assistant.wiring.ts';
export { attachPamSocket, PAM_SOCKET_PATH_PATTERN, type PamSocket } from './pam-socket.ts';
export { voiceRoutes } from './voice.routes.ts';
