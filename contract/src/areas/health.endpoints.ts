import { endpoints } from '../endpoint.js';

/** The health area's endpoints (to be moved here from the server's route files). */
export const healthEndpoints = endpoints();
