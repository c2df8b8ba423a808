import * as endpoints from '../../../common/students/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('students', endpoints);
