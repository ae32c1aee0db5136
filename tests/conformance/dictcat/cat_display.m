% MATLAB's display of a categorical array
A = categorical({'medium' 'large'; 'small' 'xlarge'; 'large' 'medium'}, {'small' 'medium' 'large' 'xlarge'}, 'Ordinal', true)
