import { endpoints } from '../endpoint.js';

/** The customer area's endpoints (to be moved here from the server's route files). */
export const customerEndpoints = endpoints();
