function onIncrement(src, evt)
    fprintf('%s -> %d\n', evt.EventName, src.Count);
end
