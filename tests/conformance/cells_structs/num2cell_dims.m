% num2cell of vectors and chars
c = num2cell('abc')
size(num2cell(zeros(2, 3)))
