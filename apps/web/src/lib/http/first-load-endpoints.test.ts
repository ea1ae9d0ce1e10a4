import * as refs from './first-load-endpoints.ts';
import { describeEndpointRefs } from './test-support.ts';

describeEndpointRefs('first-load endpoint descriptors (decision 047)', refs);
