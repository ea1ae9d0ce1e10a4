import { describeEndpointRefs } from '../http/test-support';
import * as refs from './endpoints';

describeEndpointRefs("human verification's endpoint descriptors (decision 047)", refs);
