import * as lessonImageEndpoints from '../../../common/lesson-images/endpoints.ts';
import { describeResourceMatrix } from '../../test/resource-matrix.ts';

describeResourceMatrix('lesson images', lessonImageEndpoints);
