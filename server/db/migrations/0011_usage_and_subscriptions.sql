-- Reserved; filled in by the feature that owns it.
SELECT 1;
