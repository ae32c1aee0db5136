% Logical masks on 5e6 doubles: masked assignment, masked read, counting.
x = rand(5e6, 1);
%% timed
y = x;
y(y > 0.5) = 0;
z = x(x < 0.25);
n = nnz(x > 0.9);
out = [sum(y), sum(z), n];
