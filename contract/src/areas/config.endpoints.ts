import { endpoints } from '../endpoint.js';

/** The config area's endpoints (to be moved here from the server's route files). */
export const configEndpoints = endpoints();
