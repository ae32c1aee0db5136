% null assignment with several subscripts: one slice, or nothing when a subscript is empty
x = ones(2, 2, 2);
x(false, 1) = []; fprintf('%d ', size(x)); fprintf('\n');
y = ones(2, 2);
y(1, [], 1, 1) = []; fprintf('%d ', size(y)); fprintf('\n');
y(false, :, [], 1) = []; fprintf('%d ', size(y)); fprintf('\n');
z = reshape(1:24, 2, 3, 4);
z(:, :, [1 3]) = []; fprintf('%d ', size(z)); fprintf('%d ', z(:, :, 2)); fprintf('\n');
z(:, 2, :) = []; fprintf('%d ', size(z)); fprintf('\n');
try
    y(1, 1, []) = [];
    disp('no error');
catch
    disp('error');
end
try
    w = ones(3); w(1:2, 1:2) = [];
    disp('no error');
catch
    disp('error');
end
v = 1:3; v(1:3) = []; fprintf('%d ', size(v)); fprintf('\n');
u = ones(3); u(:, :) = []; fprintf('%d ', size(u)); fprintf('\n');
