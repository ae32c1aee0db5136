% double limits
realmax
realmin
realmax * 10
flintmax
