Emp123 = EmpInfo('Bill Tork', 'Software Engineer', 'Product Development', 1000, 'bill123')
