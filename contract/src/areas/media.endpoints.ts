import { endpoints } from '../endpoint.js';

/** The media area's endpoints (to be moved here from the server's route files). */
export const mediaEndpoints = endpoints();
