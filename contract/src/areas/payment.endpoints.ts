import { endpoints } from '../endpoint.js';

/** The payment area's endpoints (to be moved here from the server's route files). */
export const paymentEndpoints = endpoints();
