import { endpoints } from '../endpoint.js';

/** The session area's endpoints (to be moved here from the server's route files). */
export const sessionEndpoints = endpoints();
