import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { healthData } from './health.js';

/** Whether the server and its database answer (public: load balancers and monitors ask). */
export const healthEndpoints = endpoints(
  endpoint({
    operationId: 'getHealth',
    method: 'GET',
    path: '/base/health',
    access: 'public',
    tag: 'health',
    summary: '200 while the database answers, 503 when it does not',
    data: healthData,
    // 50300 carries the same data: { status: 'unavailable', database }.
    refusals: [Codes.UNAVAILABLE],
  }),
);
