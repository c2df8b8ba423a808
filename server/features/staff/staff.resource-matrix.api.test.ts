import * as endpoints from '../../../common/staff/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('staff', endpoints);
