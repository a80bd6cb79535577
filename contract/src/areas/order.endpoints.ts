import { endpoints } from '../endpoint.js';

/** The order area's endpoints (to be moved here from the server's route files). */
export const orderEndpoints = endpoints();
