% scalar assignment fills the selected region
A = zeros(3, 4);
A(2, :) = 5;
A(:, 3) = -1;
A
A(:) = 1:12
