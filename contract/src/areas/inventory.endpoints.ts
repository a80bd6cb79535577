import { endpoints } from '../endpoint.js';

/** The inventory area's endpoints (to be moved here from the server's route files). */
export const inventoryEndpoints = endpoints();
