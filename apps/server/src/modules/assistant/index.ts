// The assistant module as the app and the server use it: Pam's HTTP routes, its WebSocket and the one service both
// share.
export { assistantRoutes, pamSimpleRoutes } from './assistant.routes.ts';
export { createAssistantService, type AssistantService, type PamBrain } from './assistant.service.ts';
export { assistantServiceFor, createPamBrain } from './assistant.wiring.ts';
export { attachPamSocket, PAM_SOCKET_PATH_PATTERN, type PamSocket } from './pam-socket.ts';
