import { describeEndpointRefs } from '../../../lib/http/test-support';
import * as refs from './endpoints';

describeEndpointRefs("registration's endpoint descriptors (decision 047)", refs);
