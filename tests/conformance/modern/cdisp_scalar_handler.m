Emp123 = CDScalar
