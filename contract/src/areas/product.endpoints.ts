import { endpoints } from '../endpoint.js';

/** The product area's endpoints (to be moved here from the server's route files). */
export const productEndpoints = endpoints();
