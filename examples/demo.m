% RunMat demo: a few MATLAB features end to end.
A = magic(4)
fprintf('sum of each column: %s\n', mat2str(sum(A)));
fprintf('rank %d, trace %d\n', rank(A), trace(A));

% functions, closures and cellfun
square = @(x) x.^2;
words = {'alpha', 'beta', 'gamma'};
lengths = cellfun(@numel, words)
fprintf('%s has %d letters\n', words{end}, lengths(end));

% structs and sorting
people = struct('name', {'Ada', 'Grace', 'Alan'}, 'born', {1815, 1906, 1912});
[~, order] = sort([people.born], 'descend');
for p = people(order)
    fprintf('%-6s %d\n', p.name, p.born);
end

% errors carry MATLAB identifiers
try
    x = [1 2 3];
    x(7)
catch err
    disp(err.identifier)
end

% gpuArray runs on CUDA when available, else on the emulated device
G = gpuArray(single(linspace(0, 1, 5)));
H = square(G) + 1;
disp(class(H))
disp(gather(H))
fprintf('fib(15) = %d\n', fib(15));

function r = fib(n)
    if n < 2
        r = n;
    else
        r = fib(n - 1) + fib(n - 2);
    end
end
