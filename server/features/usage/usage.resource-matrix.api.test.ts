import * as endpoints from '../../../common/usage/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('usage', endpoints);
