% colons of an assignment into [] take their extents from the right side
a = [1 2; 3 4];
b(1,:,:) = a; fprintf('%d ', size(b)); fprintf('\n');
c(:,:,:) = 1:4; fprintf('%d ', size(c)); fprintf('\n');
d(:,:,1) = (1:4)'; fprintf('%d ', size(d)); fprintf('\n');
e(:,1,:) = 1:4; fprintf('%d ', size(e)); fprintf('\n');
f(:,1,:) = reshape(1:4, [1 1 4]); fprintf('%d ', size(f)); fprintf('\n');
g(1,:,:) = (1:4)'; fprintf('%d ', size(g)); fprintf('\n');
h(1,:,:,:) = reshape(1:4, [1 1 4]); fprintf('%d ', size(h)); fprintf('\n');
k(1,1:4,2) = reshape(1:4, [1 1 4]); fprintf('%d ', size(k)); fprintf('%d ', k(:,:,2)); fprintf('\n');
p(:,:,2) = 1:4; fprintf('%d ', size(p)); fprintf('\n');
q(1,:) = [1; 3]; fprintf('%d ', size(q)); fprintf('\n');
