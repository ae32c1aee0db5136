MATLAB documentation, unique and sort on categorical arrays (Core Functions Supporting Categorical Arrays): results are ordered by the category order, not alphabetically.
