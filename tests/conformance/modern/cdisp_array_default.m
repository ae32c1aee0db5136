Emp123 = EmpInfo('Bill Tork', 'Software Engineer', 'Product Development', 1000, 'bill123');
Emp124 = EmpInfo('Alice Blackwell', 'Product Manager', 'Quality Assurance', 1200, 'alice321');
[Emp123, Emp124]
