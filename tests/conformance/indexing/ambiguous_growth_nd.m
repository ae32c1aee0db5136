% growing an N-d array through fewer subscripts than dimensions is an error
A = ones(2, 3, 2);
try
  A(3, 1) = 5;
catch e
  disp('row growth with folded pages caught')
end
try
  A(2, 7) = 5;
catch e
  disp('column growth past the folded pages caught')
end
A(1, 6) = 5;
size(A)
A(1, 2, 3) = 7;
size(A)
B = magic(3);
try
  B(10) = 1;
catch e
  disp('linear growth of a matrix caught')
end
